// /cdn/analytics opens its first view and keeps the period asked for.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AnalyticsIndexPage from '../../../src/areas/cdn/analytics/AnalyticsIndexPage';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe('/cdn/analytics', () => {
  it.each([
    ['/cdn/analytics', '/cdn/analytics/basic'],
    ['/cdn/analytics?days=7', '/cdn/analytics/basic?days=7'],
  ])('MUST open %s as %s', async (from, to) => {
    const router = createMemoryRouter(
      [
        { path: '/cdn/analytics', element: <AnalyticsIndexPage /> },
        { path: '/cdn/analytics/:feature', element: <Where /> },
      ],
      { initialEntries: [from] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByText(to)).textContent).toBe(to);
  });
});
