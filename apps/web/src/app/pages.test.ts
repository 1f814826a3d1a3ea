import { type ConfigScreenKey, configApi } from '@certdesk/contract';
import { describe, expect, it } from 'vitest';
import { configPageFile, PAGES } from './pages';

describe('configuration screens', () => {
  it('has a screen at the menu path of every configApi entry, found by its file name', () => {
    const keys = Object.keys(configApi) as ConfigScreenKey[];
    expect(configPageFile('dataDic')).toBe('../pages/configuration/DataDicPage.tsx');
    const missing = keys.filter((key) => !PAGES[configApi[key].menu.path]).map(configPageFile);
    expect(missing, 'configuration screens without their file').toEqual([]);
    expect(keys.length).toBe(7);
  });
});
