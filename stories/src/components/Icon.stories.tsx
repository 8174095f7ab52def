import { ICON_PATHS, Icon } from '@nutrimenu/storefront/src/components/Icon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = { component: Icon, args: { path: ICON_PATHS.warning } } satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The interface's icons, named by their key in ICON_PATHS (a developer's catalogue). */
export const EveryIcon: Story = {
  render: () => (
    <ul className="allergen-list">
      {Object.entries(ICON_PATHS).map(([name, path]) => (
        <li key={name}>
          <Icon path={path} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg.icon')).toHaveLength(
      Object.keys(ICON_PATHS).length,
    );
  },
};
