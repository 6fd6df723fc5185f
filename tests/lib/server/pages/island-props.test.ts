import { describe, expect, it } from 'vitest';
import { leaveIslandPropsOut, readByIslandsOnly } from '@/lib/server/pages/island-props';

describe('props read by static islands only', () => {
  it("leaves them out of the HTML's page data; the props a navigation's data is written from keep them", () => {
    const content = { posts: [{ id: 1, title: 'Yük' }] };
    const props = { pageProps: readByIslandsOnly({ content, today: '2026-11-30' }, ['content']) };
    const data = { props, page: '/' };
    leaveIslandPropsOut(data);
    expect(JSON.parse(JSON.stringify(data))).toEqual({ props: { pageProps: { today: '2026-11-30' } }, page: '/' });
    // The data of a client-side navigation (Next writes it from the same props) still has them.
    expect(props.pageProps.content).toBe(content);
  });

  it('changes nothing on a page that marks none', () => {
    const pageProps = { content: { a: 1 } };
    const data = { props: { pageProps } };
    leaveIslandPropsOut(data);
    expect(data.props.pageProps).toBe(pageProps);
    const empty = { props: {} };
    leaveIslandPropsOut(empty);
    expect(empty).toEqual({ props: {} });
  });
});
