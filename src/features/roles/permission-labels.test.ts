import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '#contract/enums';
import { PERMISSION_LABELS } from './permission-labels';

describe('permission labels', () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });

  it('covers every permission of the contract, and nothing else', () => {
    expect(Object.keys(PERMISSION_LABELS).toSorted()).toEqual([...PERMISSIONS].toSorted());
  });

  it.each(PERMISSIONS)('gives %s a readable label and a one-line description', (permission) => {
    const label = i18n._(PERMISSION_LABELS[permission].label);
    const description = i18n._(PERMISSION_LABELS[permission].description);
    expect(label).not.toMatch(/_/);
    expect(label.length).toBeGreaterThan(0);
    expect(description).not.toContain('\n');
    expect(description.length).toBeGreaterThan(label.length);
  });

  it('labels each permission differently', () => {
    const labels = PERMISSIONS.map((permission) => i18n._(PERMISSION_LABELS[permission].label));
    expect(new Set(labels).size).toBe(PERMISSIONS.length);
  });
});
