import { useState } from 'react';
import { I18nProvider } from 'react-aria';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SPLIT_PANEL_KEYBOARD_STEP, SPLIT_PANEL_SIZES, SplitPanel } from './SplitPanel';
import type { SplitPanelProps } from './SplitPanel';

const strings = { close: 'Close details', resize: 'Resize details' };

function renderPanel(props: Partial<SplitPanelProps> = {}) {
  const onClose = vi.fn();
  const utils = render(
    <SplitPanel
      content={<button type="button">Row one</button>}
      title="shop.example.com"
      isOpen
      onClose={onClose}
      strings={strings}
      {...props}
    >
      <p>Details</p>
    </SplitPanel>,
  );
  return { ...utils, onClose };
}

const separator = () => screen.getByRole('separator', { name: 'Resize details' });
const valueNow = () => Number(separator().getAttribute('aria-valuenow'));

describe('SplitPanel', () => {
  it('renders only the content while closed', () => {
    renderPanel({ isOpen: false });
    expect(screen.getByRole('button', { name: 'Row one' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('shows a labelled region, a close button and a vertical separator beside the content', () => {
    renderPanel();
    const region = screen.getByRole('region', { name: 'shop.example.com' });
    expect(region.getAttribute('data-position')).toBe('side');
    expect(screen.getByRole('heading', { level: 2, name: 'shop.example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close details' })).toBeTruthy();
    const handle = separator();
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.getAttribute('aria-controls')).toBe(region.id);
    expect(handle.getAttribute('tabindex')).toBe('0');
    const { default: size, min, max } = SPLIT_PANEL_SIZES.side;
    expect([valueNow(), handle.getAttribute('aria-valuemin'), handle.getAttribute('aria-valuemax')]).toEqual([
      size,
      String(min),
      String(max),
    ]);
    expect(region.style.getPropertyValue('--split-panel-size')).toBe(`${size}px`);
  });

  it('resizes a side panel with Left/Right (Shift for 4 steps), Home and End, within min and max', async () => {
    const user = userEvent.setup();
    renderPanel({ defaultSize: 300, minSize: 260, maxSize: 400 });
    separator().focus();
    await user.keyboard('{ArrowLeft}');
    expect(valueNow()).toBe(300 + SPLIT_PANEL_KEYBOARD_STEP);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(valueNow()).toBe(300 - SPLIT_PANEL_KEYBOARD_STEP);
    // The other axis does nothing.
    await user.keyboard('{ArrowUp}{ArrowDown}');
    expect(valueNow()).toBe(300 - SPLIT_PANEL_KEYBOARD_STEP);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(valueNow()).toBe(300 + 3 * SPLIT_PANEL_KEYBOARD_STEP);
    await user.keyboard('{End}');
    expect(valueNow()).toBe(400);
    await user.keyboard('{ArrowLeft}');
    expect(valueNow()).toBe(400);
    await user.keyboard('{Home}');
    expect(valueNow()).toBe(260);
    await user.keyboard('{ArrowRight}');
    expect(valueNow()).toBe(260);
  });

  it('grows a side panel with the Right arrow in a right-to-left locale', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="ar-EG">
        <SplitPanel content={null} title="Details" isOpen onClose={() => undefined} strings={strings} />
      </I18nProvider>,
    );
    separator().focus();
    await user.keyboard('{ArrowRight}');
    expect(valueNow()).toBe(SPLIT_PANEL_SIZES.side.default + SPLIT_PANEL_KEYBOARD_STEP);
  });

  it('resizes a bottom panel with Up/Down and has a horizontal separator', async () => {
    const user = userEvent.setup();
    renderPanel({ position: 'bottom' });
    expect(separator().getAttribute('aria-orientation')).toBe('horizontal');
    expect(valueNow()).toBe(SPLIT_PANEL_SIZES.bottom.default);
    separator().focus();
    await user.keyboard('{ArrowUp}');
    expect(valueNow()).toBe(SPLIT_PANEL_SIZES.bottom.default + SPLIT_PANEL_KEYBOARD_STEP);
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(valueNow()).toBe(SPLIT_PANEL_SIZES.bottom.default - SPLIT_PANEL_KEYBOARD_STEP);
  });

  it('reports the size when controlled and shows what the caller passes', async () => {
    const user = userEvent.setup();
    const onSizeChange = vi.fn();
    const { rerender } = renderPanel({ size: 500, onSizeChange });
    separator().focus();
    await user.keyboard('{ArrowLeft}');
    expect(onSizeChange).toHaveBeenLastCalledWith(500 + SPLIT_PANEL_KEYBOARD_STEP);
    expect(valueNow()).toBe(500);
    rerender(
      <SplitPanel content={null} title="t" isOpen onClose={() => undefined} strings={strings} size={9999} />,
    );
    expect(valueNow()).toBe(SPLIT_PANEL_SIZES.side.max);
  });

  it('calls onClose from the close button and gives focus back to where it came from', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [isOpen, setOpen] = useState(false);
      return (
        <SplitPanel
          content={
            <button type="button" onClick={() => setOpen(true)}>
              Open row
            </button>
          }
          title="Row details"
          isOpen={isOpen}
          onClose={() => setOpen(false)}
          strings={strings}
        />
      );
    }
    render(<Harness />);
    const row = screen.getByRole('button', { name: 'Open row' });
    await user.click(row);
    // Opened from the list: focus stays there.
    expect(document.activeElement).toBe(row);
    await user.tab();
    expect(document.activeElement).toBe(separator());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close details' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(row);
  });

  it('moves focus to the panel on open with focusOnOpen', () => {
    const { rerender } = renderPanel({ isOpen: false, focusOnOpen: true });
    screen.getByRole('button', { name: 'Row one' }).focus();
    rerender(
      <SplitPanel
        content={<button type="button">Row one</button>}
        title="shop.example.com"
        isOpen
        onClose={() => undefined}
        strings={strings}
        focusOnOpen
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'shop.example.com' }));
  });

  it('puts className and data-* on its root', () => {
    const { container } = renderPanel({ className: 'x', 'data-testid': 'split' } as Partial<SplitPanelProps>);
    const root = container.firstElementChild;
    expect(root?.classList.contains('x')).toBe(true);
    expect(root?.getAttribute('data-testid')).toBe('split');
    expect(root?.getAttribute('data-position')).toBe('side');
  });
});
