import { ALLERGEN_CODES, allergenName } from '@nutrimenu/core/allergens';
import { AllergenIcon } from '@nutrimenu/storefront/src/components/AllergenIcon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyPage } from '../page/storyPage';

const meta = {
  component: AllergenIcon,
  args: { code: 'gluten' },
  argTypes: { code: { control: 'select', options: ALLERGEN_CODES } },
} satisfies Meta<typeof AllergenIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every Annex II allergen's drawing beside its name, as the allergen list shows them. */
export const EveryAllergen: Story = {
  render: (_args, context) => {
    const { locale } = storyPage(context);
    return (
      <ul className="allergen-list">
        {ALLERGEN_CODES.map((code) => (
          <li key={code}>
            <AllergenIcon code={code} />
            {allergenName(code, locale)}
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvasElement }) => {
    // Decorative: each drawing is hidden from screen readers, the name beside it is read.
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(icons).toHaveLength(ALLERGEN_CODES.length);
  },
};
