// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

const renderPagination = (props: Parameters<typeof Pagination>[0]) => render(<Pagination {...props} />);

afterEach(cleanup);

describe('Pagination', () => {
  it('does nothing on Prev at page 1 and on Next at the last page', () => {
    const onChange = vi.fn();
    renderPagination({ total: 3, defaultValue: 1, onChange });
    fireEvent.click(screen.getByText('common.prev'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('common.last'));
    expect(onChange).toHaveBeenLastCalledWith(3);
    onChange.mockClear();
    fireEvent.click(screen.getByText('common.next'));
    expect(onChange).not.toHaveBeenCalled();
  });
  it('selects a page, marks it current and fires onChange', () => {
    const onChange = vi.fn();
    renderPagination({ total: 10, onChange });
    fireEvent.click(screen.getByText('2'));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByText('2').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByText('common.next'));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
