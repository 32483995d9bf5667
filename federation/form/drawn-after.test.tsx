// Issue 48 item 5: a Tab pressed in a form's first field before DrawnAfter has drawn the fields after it is held and
// done once they are drawn (to the next field), not let through to Cancel. React renders here as in the browser (no
// act): the first render draws the first field alone, the deferred one the rest.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { DrawnAfter, FORM_REST_PENDING_ATTRIBUTE } from './drawn-after';

function Dialog() {
  return (
    <form aria-label="Add">
      <label>
        First <input name="first" />
      </label>
      <DrawnAfter>
        <label>
          Second <input name="second" />
        </label>
      </DrawnAfter>
      <button type="button">Cancel</button>
    </form>
  );
}

let root: Root;
let container: HTMLDivElement;
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
const restDrawn = () =>
  new Promise<void>((resolve) => {
    const check = () => (container.querySelector(`[${FORM_REST_PENDING_ATTRIBUTE}]`) ? setTimeout(check) : resolve());
    check();
  });

test('a Tab in the first field before the rest is drawn goes to the next field once it is', async () => {
  flushSync(() => root.render(<Dialog />));
  // The first render: the first field and Cancel, the rest still to come.
  expect(field('second')).toBeNull();
  expect(container.querySelector(`[${FORM_REST_PENDING_ATTRIBUTE}]`)).not.toBeNull();
  field('first')!.focus();
  const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
  field('first')!.dispatchEvent(tab);
  // Held: the browser would have moved focus to Cancel.
  expect(tab.defaultPrevented).toBe(true);

  await restDrawn();
  expect(document.activeElement).toBe(field('second'));
});

test('once the rest is drawn, Tab is the browser’s own; Shift+Tab is never held', async () => {
  flushSync(() => root.render(<Dialog />));
  field('first')!.focus();
  const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
  field('first')!.dispatchEvent(back);
  expect(back.defaultPrevented).toBe(false);

  await restDrawn();
  expect(document.activeElement).toBe(field('first'));
  const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
  field('first')!.dispatchEvent(tab);
  expect(tab.defaultPrevented).toBe(false);
});
