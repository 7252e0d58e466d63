import { Fragment, options, type VNode } from 'preact';

/*
 * The server's HTML holds adjacent texts as one text node: `{t('footer.openDaily')} <span>` and
 * `: {name}` are written "Open daily, " and ": Aloe Vera", and the browser parses each as one node. Preact
 * hydrating the same elements expects two nodes there: it shortens the first and inserts the second, so
 * the page changes while it hydrates and the browser must lay it out again, a task that blocks taps on a
 * slow phone (docs/decisions/041-hydration-in-parts.md). Joining an element's adjacent texts into one as it
 * is created gives Preact the text nodes the server wrote; the text on screen is the same.
 */

type Child = unknown;

function isText(child: Child): child is string | number {
  return typeof child === 'string' || typeof child === 'number';
}

/** Renders nothing, on the server and here: between two texts it does not separate them in the HTML. */
function isEmpty(child: Child): boolean {
  return child === null || child === undefined || typeof child === 'boolean';
}

function hasAdjacentTexts(children: Child[]): boolean {
  let afterText = false;
  for (const child of children) {
    if (isText(child)) {
      if (afterText) return true;
      afterText = true;
    } else if (!isEmpty(child)) afterText = false;
  }
  return false;
}

/** The children with each run of adjacent texts (and the empties between them) joined into one text. */
export function joinTexts(children: Child[]): Child[] {
  if (!hasAdjacentTexts(children)) return children;
  const joined: Child[] = [];
  let text: string | undefined;
  for (const child of children) {
    if (isText(child)) text = (text ?? '') + String(child);
    else if (isEmpty(child)) {
      if (text === undefined) joined.push(child);
    } else {
      if (text !== undefined) joined.push(text);
      text = undefined;
      joined.push(child);
    }
  }
  if (text !== undefined) joined.push(text);
  return joined;
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { children?: Child } | null;
  if ((typeof vnode.type === 'string' || vnode.type === Fragment) && Array.isArray(props?.children)) {
    props.children = joinTexts(props.children);
  }
  previous?.(vnode);
};
