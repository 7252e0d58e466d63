import { hydrate } from 'preact';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { joinTexts } from './joined-texts';

function Byline({ author, open }: { author: string; open: boolean }) {
  return (
    <p>
      By {author} on <time>today</time>
      <span>
        : {author}
        {open && ' (open)'}
      </span>
      {/* biome-ignore lint/complexity/noUselessFragments: a fragment's texts are joined too. */}
      <>
        {1}
        {2}
      </>
    </p>
  );
}

test('adjacent texts are joined into one, across what renders nothing', () => {
  const span = <span />;
  expect(joinTexts(['By ', 'Rahim', ' on ', span])).toEqual(['By Rahim on ', span]);
  expect(joinTexts([': ', false, 'Aloe', null, span, 3, 4])).toEqual([': Aloe', span, '34']);
  const apart = ['a', span, 'b'];
  expect(joinTexts(apart)).toBe(apart);
});

test('a page hydrates with the text nodes the server wrote: none is changed, added or removed', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Byline author="Rahim" open />);
  const texts = () => {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    return nodes;
  };
  const before = texts();
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(container, { subtree: true, childList: true, characterData: true });

  hydrate(<Byline author="Rahim" open />, container);
  await Promise.resolve();
  changes.push(...observer.takeRecords());
  observer.disconnect();

  expect(changes).toEqual([]);
  expect(texts()).toEqual(before);
  expect(container.textContent).toBe('By Rahim on today: Rahim (open)12');
});
