import type { Locator } from '@playwright/test';

/**
 * Where the element's text goes on to a new line on screen: for each break, the text just before
 * it (the spaces a line ends with included). Read from the characters' own boxes, so it is what
 * the visitor sees, whatever the markup.
 */
export function textBeforeLineBreaks(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let seen = '';
    let lineBottom: number | undefined;
    const breaks: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        // A space where a line ends takes no room on either line.
        if (box && box.width > 0) {
          if (lineBottom !== undefined && box.top >= lineBottom - 1) breaks.push(seen.slice(-20));
          lineBottom = box.bottom;
        }
        seen += text[index];
      }
    }
    return breaks;
  });
}
