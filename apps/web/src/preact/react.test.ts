// @vitest-environment jsdom
import { createElement, render, type FunctionComponent } from 'preact';
import { describe, expect, it } from 'vitest';
import { Activity as ReactActivity, useEffectEvent, useId, useSyncExternalStore } from './react.mjs';

/** Typed as React's (react.d.mts); rendered here by Preact, as the built site does. */
const Activity = ReactActivity as unknown as FunctionComponent<{ mode: 'visible' | 'hidden' }>;

describe('the React the built site runs on (Preact compat)', () => {
  it('has the React 19 hooks Mantine and React Router call', () => {
    for (const hook of [useEffectEvent, useId, useSyncExternalStore]) expect(typeof hook).toBe('function');
  });

  it('keeps hidden Activity content mounted but not shown, and shows it without a box of its own', () => {
    const root = document.createElement('div');
    render(createElement(Activity, { mode: 'hidden' }, createElement('input', { id: 'kept' })), root);
    const wrapper = root.firstElementChild as HTMLElement;
    expect(wrapper.style.display).toBe('none');
    const input = root.querySelector('#kept');
    expect(input).not.toBeNull();
    render(createElement(Activity, { mode: 'visible' }, createElement('input', { id: 'kept' })), root);
    expect((root.firstElementChild as HTMLElement).style.display).toBe('contents');
    expect(root.querySelector('#kept')).toBe(input);
  });
});
