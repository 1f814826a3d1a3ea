import { pendingCertListSchema } from '@certdesk/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setMessageApi } from '../../app/feedback';
import { LIST_URL_INVALID } from './list-url-state';
import { type ListUrlStateApi, useListUrlState } from './use-list-url-state';

let api: ListUrlStateApi | undefined;
function Probe() {
  api = useListUrlState(pendingCertListSchema);
  return <p data-testid="state">{JSON.stringify(api.state)}</p>;
}

function start(url: string) {
  const notices: string[] = [];
  setMessageApi({ open: (c: { content: string }) => notices.push(c.content) } as unknown as MessageInstance);
  const router = createMemoryRouter([{ path: '/neworder/auth', element: <Probe /> }], { initialEntries: ['/home', url], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return { router, notices };
}

afterEach(cleanup);

describe('useListUrlState', () => {
  it('replaces a link with bad parameters by the clean one, with one notice', async () => {
    const { router, notices } = start('/neworder/auth?companyName=%E5%AE%81%E6%B3%A2&orderType=99&foo=1&pageNum=2');
    await screen.findByTestId('state');
    expect(router.state.location.search).toBe('?companyName=%E5%AE%81%E6%B3%A2&pageNum=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(notices).toEqual([LIST_URL_INVALID]);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      filters: { companyName: '宁波' },
      pageNum: 2,
      pageSize: 10,
    });
  });

  it('pushes user steps, keeps ?type=new, writes nothing for the same state, and back restores the previous one', async () => {
    const { router, notices } = start('/neworder/auth?type=new');
    await screen.findByTestId('state');
    expect(api?.typeNew).toBe(true);
    act(() => void api?.write({ filters: { companyName: '宁波' }, pageNum: 1, pageSize: 10 }, 'push'));
    expect(router.state.location.search).toBe('?type=new&companyName=%E5%AE%81%E6%B3%A2');
    expect(router.state.historyAction).toBe('PUSH');
    act(() => void api?.write({ filters: { companyName: '宁波' }, pageNum: 3, pageSize: 20 }, 'push'));
    expect(router.state.location.search).toBe('?type=new&companyName=%E5%AE%81%E6%B3%A2&pageNum=3&pageSize=20');
    let wrote = true;
    act(() => {
      wrote = api?.write({ filters: { companyName: '宁波' }, pageNum: 3, pageSize: 20 }, 'push') ?? true;
    });
    expect(wrote).toBe(false);
    await act(() => router.navigate(-1));
    expect(api?.state).toEqual({ filters: { companyName: '宁波' }, pageNum: 1, pageSize: 10 });
    // Reset clears everything, the flag too.
    act(() => void api?.write({ filters: {}, pageNum: 1, pageSize: 10 }, 'push', true));
    expect(router.state.location.search).toBe('');
    expect(notices).toEqual([]);
  });
});
