import { options, type VNode } from 'preact';
import { createContext, createElement, type ReactElement, useContext, useLayoutEffect } from 'react';

/**
 * React 19's document metadata on Preact (decision 040): a `<title>`, `<meta>` or `<link>` that a page
 * renders anywhere belongs in the document's `<head>`, on the server and after every navigation in the
 * browser, as React places it. Preact renders elements where they stand, so this module gives those three
 * tags to `HeadTag` as they are created: on the server it hands them to the request's collector (the
 * server writes them into `<head>`), in the browser it puts the element into `<head>` while the component
 * is mounted. Either way it renders nothing in place, so the server's markup and the hydrating app agree.
 */

type HeadTagName = 'title' | 'meta' | 'link';
type HeadTagProps = { tag: HeadTagName; attributes: Record<string, unknown> };

/** Set by the server's renderer: the head tags one request's page rendered, in order. */
export const HeadCollector = createContext<ReactElement[] | null>(null);

/** Marks the tags the server wrote, which the browser's own replace at the first mount. */
export const SERVER_HEAD_ATTRIBUTE = 'data-page-head';

const HOISTED = new Set<string>(['title', 'meta', 'link']);

// A meta or link with `itemProp` is microdata about the content it stands in, which React leaves in place;
// the server's own copies (marked) are rendered into the head as they are.
function isHoisted(vnode: VNode): vnode is VNode<Record<string, unknown>> {
  if (typeof vnode.type !== 'string' || !HOISTED.has(vnode.type)) return false;
  const props = vnode.props as object;
  return !('itemProp' in props) && !(SERVER_HEAD_ATTRIBUTE in props);
}

const createVNode = options.vnode;
options.vnode = (vnode) => {
  if (isHoisted(vnode)) {
    const props: HeadTagProps = { tag: vnode.type as HeadTagName, attributes: vnode.props };
    vnode.type = HeadTag as unknown as VNode['type'];
    vnode.props = props as unknown as typeof vnode.props;
  }
  createVNode?.(vnode);
};

function HeadTag({ tag, attributes }: HeadTagProps) {
  const collector = useContext(HeadCollector);
  if (collector) collector.push(createElement(tag, { ...attributes, [SERVER_HEAD_ATTRIBUTE]: '' }));
  const key = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the attributes' content.
  useLayoutEffect(() => {
    const wanted = toElement(tag, attributes);
    let element = adoptServerTag(wanted);
    if (!element) {
      removeServerTags();
      element = wanted;
      const head = document.head;
      // The page's title goes before the shell's default one: the document's title is the first.
      if (tag === 'title') head.insertBefore(element, head.querySelector('title'));
      else head.append(element);
    }
    const shown = element;
    return () => {
      removeServerTags();
      shown.remove();
    };
  }, [tag, key]);
  return null;
}

let serverTagsRemoved = false;

/**
 * Hydration keeps the server's tags that the app renders alike: replacing twenty of them on every page
 * load would only make the browser drop and parse them again (a new title, a new canonical link).
 */
function adoptServerTag(wanted: HTMLElement): HTMLElement | null {
  if (serverTagsRemoved) return null;
  wanted.setAttribute(SERVER_HEAD_ATTRIBUTE, '');
  const same = [...document.head.querySelectorAll<HTMLElement>(`[${SERVER_HEAD_ATTRIBUTE}]`)].find(
    (element) => element.isEqualNode(wanted),
  );
  wanted.removeAttribute(SERVER_HEAD_ATTRIBUTE);
  same?.removeAttribute(SERVER_HEAD_ATTRIBUTE);
  return same ?? null;
}

/**
 * The server's tags stand for the page as it was rendered there. Once the app renders one differently,
 * or a page's tags change or go (a navigation), the app's own tags stand for the page: the server's that
 * were not adopted go.
 */
function removeServerTags(): void {
  if (serverTagsRemoved) return;
  serverTagsRemoved = true;
  for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) element.remove();
}

/** React's attribute names as the HTML ones (`hrefLang`, `httpEquiv`, `charSet`, `crossOrigin`). */
const ATTRIBUTE_NAMES: Record<string, string> = { httpEquiv: 'http-equiv', className: 'class' };

function toElement(tag: HeadTagName, attributes: Record<string, unknown>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'children') element.textContent = [value].flat().join('');
    else if (value != null && value !== false)
      element.setAttribute(ATTRIBUTE_NAMES[name] ?? name.toLowerCase(), value === true ? '' : String(value));
  }
  return element;
}
