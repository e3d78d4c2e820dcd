// @vitest-environment jsdom
import type { TRegisterField } from '@openlobby/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterFieldsEditor } from './register-fields-editor.tsx';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));

const fields: TRegisterField[] = [
  { name: 'payeeName', show: true, required: true, pattern: 'fullName' },
  { name: 'captcha', show: false, required: false, pattern: null },
];

const renderEditor = (readOnly = false) => {
  const onChange = vi.fn();
  renderWithProviders(<RegisterFieldsEditor fields={fields} readOnly={readOnly} onChange={onChange} />);
  return onChange;
};

describe('RegisterFieldsEditor', () => {
  it('lists the fields in order; a hidden field cannot be required', () => {
    renderEditor();
    expect(screen.getByTestId('register-field-payeeName')).toBeTruthy();
    expect((screen.getByTestId('register-field-captcha-required') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('register-field-payeeName-up') as HTMLButtonElement).disabled).toBe(true);
  });

  it('hiding a field also makes it optional', () => {
    const onChange = renderEditor();
    fireEvent.click(screen.getByTestId('register-field-payeeName-show'));
    expect(onChange).toHaveBeenCalledWith([{ ...fields[0], show: false, required: false }, fields[1]]);
  });

  it('moves and removes fields', () => {
    const onChange = renderEditor();
    fireEvent.click(screen.getByTestId('register-field-payeeName-down'));
    expect(onChange).toHaveBeenLastCalledWith([fields[1], fields[0]]);
    fireEvent.click(screen.getByTestId('register-field-captcha-remove'));
    expect(onChange).toHaveBeenLastCalledWith([fields[0]]);
  });

  it('offers no editing controls when read-only', () => {
    renderEditor(true);
    expect(screen.queryByTestId('register-field-add')).toBeNull();
    expect(screen.queryByTestId('register-field-payeeName-remove')).toBeNull();
  });
});
