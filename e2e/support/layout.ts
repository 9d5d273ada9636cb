import type { Page } from '@playwright/test';

/** The widths a page must hold at: small and common Android phones, an iPhone, tablets, laptops. */
export const layoutWidths = [320, 360, 390, 768, 1024, 1280, 1440] as const;

/** Below this width a page is read on a phone, where the touch targets are measured. */
const phoneWidthLimit = 768;

/**
 * What is wrong with the page as laid out now, one line per fault, each naming the element:
 * - the page is wider than the screen (and the widest element that makes it so);
 * - a control of the header is not wholly on screen;
 * - a label of the header is broken over two lines, or is not part of the control's accessible
 *   name (a voice-control user says what they see: WCAG 2.5.3, label in name);
 * - on a phone, a touch target smaller than 24 × 24 CSS px whose 24 px circle meets another
 *   target (links inside running text are exempt, as the success criterion says).
 * Runs in the page, so it reads what a visitor sees: the boxes of the laid-out elements.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate((phoneLimit) => {
    const faults: string[] = [];
    const width = window.innerWidth;
    const tolerance = 0.5;

    function describe(element: Element): string {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean).slice(0, 4) : [];
      const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${element.tagName.toLowerCase()}${id}${classes.length ? ` class="${classes.join(' ')}"` : ''}>${name ? ` "${name.slice(0, 40)}"` : ''}`;
    }

    /** Laid out and not hidden (a closed menu's links are in the document, not on screen). */
    function isShown(element: Element): boolean {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      return element.checkVisibility({ visibilityProperty: true });
    }

    /** Hidden from sight but kept for screen readers (a clipped 1 px box): not a visible control. */
    function isVisuallyHidden(element: Element): boolean {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width <= 1 || box.height <= 1 || style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    }

    // Words only: an icon drawn with a character (☰, ▾) is no label, and punctuation is not spoken.
    const normalise = (text: string) =>
      text
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
        .toLowerCase();

    /** The words a sighted visitor reads on a control: not the clipped ones kept for screen readers. */
    function shownText(control: Element): string {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && isShown(parent) && !isVisuallyHidden(parent)) text += node.textContent ?? '';
      }
      return normalise(text);
    }

    /**
     * The name a screen reader or voice control gives the control, as the accessible-name rules
     * compute it for the header's markup: its aria-label, or its words outside aria-hidden parts
     * and parts not rendered at all (the clipped screen-reader words count).
     */
    function accessibleName(control: Element): string {
      const label = control.getAttribute('aria-label');
      if (label) return normalise(label);
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !parent.closest('[aria-hidden="true"]') && parent.checkVisibility()) text += node.textContent ?? '';
      }
      return normalise(text);
    }

    /** Inside a box that scrolls or clips sideways (a code block, a table): its overflow is its own. */
    function clippedSideways(element: Element): boolean {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    }

    // A page wider than the screen, and the element that reaches furthest right: its box, or
    // the words or children that overflow it (the deepest such element, on a tie).
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      let widest: Element | null = null;
      let widestRight = width + tolerance;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        const ownOverflow = getComputedStyle(element).overflowX === 'visible' ? box.left + element.scrollWidth : 0;
        const reach = Math.max(box.right, ownOverflow);
        if (reach >= widestRight && isShown(element) && !clippedSideways(element)) {
          widest = element;
          widestRight = reach;
        }
      }
      faults.push(
        `page is ${scrollWidth - width} px wider than the screen (${scrollWidth} > ${width})${widest ? `: ${describe(widest)} ends at ${Math.round(widestRight)} px` : ''}`,
      );
    }

    const controlSelector =
      'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const banner = document.querySelector('header');
    const headerControls = banner ? [...banner.querySelectorAll(controlSelector)].filter((element) => isShown(element) && !isVisuallyHidden(element)) : [];

    for (const control of headerControls) {
      const box = control.getBoundingClientRect();
      if (box.left < -tolerance || box.right > width + tolerance) {
        faults.push(`header control off screen (${Math.round(box.left)}..${Math.round(box.right)} of ${width} px): ${describe(control)}`);
      }
      // The lines its visible words take: two boxes one above the other mean a broken label.
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      const lines: { top: number; bottom: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || isVisuallyHidden(parent) || !isShown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0) lines.push({ top: rect.top, bottom: rect.bottom });
        }
      }
      const twoLines = lines.some((a) => lines.some((b) => b.top >= a.bottom - 1));
      if (twoLines) faults.push(`header label on two lines: ${describe(control)}`);
      const shown = shownText(control);
      if (shown && !accessibleName(control).includes(shown)) {
        faults.push(`header label "${shown}" is not in its accessible name "${accessibleName(control)}": ${describe(control)}`);
      }
    }

    if (width < phoneLimit) {
      // A link in a sentence is exempt: it sits in text that holds more than the link.
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (element.textContent ?? '').trim().length;
        return (block?.textContent ?? '').trim().length > own;
      };
      const targets = [...document.body.querySelectorAll(controlSelector)]
        .filter((element) => isShown(element) && !isVisuallyHidden(element) && !(element instanceof HTMLInputElement && element.disabled))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const small = !inRunningText(element) && (box.width < 24 - tolerance || box.height < 24 - tolerance);
          return { element, box, small, centre: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
        });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
      for (const target of targets) {
        if (!target.small) continue;
        // The spacing exception: a 24 px circle on its centre that meets no other target, and no
        // other small target's circle, is enough.
        const crowded = targets.some((other) => {
          if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) return false;
          if (other.small) return Math.hypot(target.centre.x - other.centre.x, target.centre.y - other.centre.y) < 24 - tolerance;
          return distanceToBox(target.centre, other.box) < 12 - tolerance;
        });
        if (crowded) {
          const { width: boxWidth, height: boxHeight } = target.box;
          faults.push(`touch target ${Math.round(boxWidth)} × ${Math.round(boxHeight)} px, too close to another: ${describe(target.element)}`);
        }
      }
    }
    return faults;
  }, phoneWidthLimit);
}

/**
 * Gives the page `width` (and the 800 px height the layout checks use), and waits until it is laid
 * out at it: the site's layout is CSS alone (no script reads the screen's size), so a page resized
 * lays out as one opened at that width, once the transitions the resize started have run.
 */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
