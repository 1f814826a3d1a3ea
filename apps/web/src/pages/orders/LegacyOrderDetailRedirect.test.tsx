import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegacyOrderDetailRedirect } from './LegacyOrderDetailRedirect';

function Shown() {
  return <p data-testid="at">detail</p>;
}

describe('LegacyOrderDetailRedirect', () => {
  it('replaces /neworder/orderDetail/{id} with /neworder/detail/{id}, keeping the query', async () => {
    const router = createMemoryRouter(
      [
        { path: '/neworder/orderDetail/:id', element: <LegacyOrderDetailRedirect /> },
        { path: '/neworder/detail/:id', element: <Shown /> },
      ],
      { initialEntries: ['/home', '/neworder/orderDetail/20260001?orderType=4&x=1'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await screen.findByTestId('at');
    expect(router.state.location.pathname).toBe('/neworder/detail/20260001');
    expect(router.state.location.search).toBe('?orderType=4&x=1');
    // replace, not push: the older path is not left in the history behind the new one
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
