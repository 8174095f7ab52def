import { publicNutriScoreSchema } from '@nutrimenu/core/contract';
import { NutriScoreGrade } from '@nutrimenu/storefront/src/components/NutriScoreGrade';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureDish } from '../__fixtures__/fixtureDish';
import { FIXTURE_DISH_SLUGS } from '../__fixtures__/fixtureDishSlugs';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const GRADES = publicNutriScoreSchema.shape.grade.options;

const meta = {
  component: NutriScoreGrade,
  args: { nutriScore: fixtureDish(FIXTURE_DISH_SLUGS.soup).nutriScore },
} satisfies Meta<typeof NutriScoreGrade>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each grade's colours, with the grade always written out. */
export const EveryGrade: Story = {
  render: () => (
    <>
      {GRADES.map((grade) => (
        <NutriScoreGrade key={grade} nutriScore={{ grade, score: 0 }} />
      ))}
    </>
  ),
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    for (const grade of GRADES) {
      await expect(
        within(canvasElement).getByText(t('nutrition.nutriScoreGrade', { grade })),
      ).toBeVisible();
    }
  },
};

/** No grade (nutrition incomplete): nothing shown. */
export const NoGrade: Story = {
  args: { nutriScore: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.nutri-score')).toBeNull();
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
