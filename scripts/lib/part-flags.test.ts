import { describe, expect, it } from 'vitest';
import { declaredParts, partFlagErrors, type Bundle } from '../../web/part-flags.js';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: moduleIds[0] ?? null,
  moduleIds,
  imports,
});

const MUI = '/app/node_modules/@mui/material/Button/Button.js';
const bundle: Bundle = {
  'mui.js': chunk('mui.js', [MUI]),
  'dialog.js': chunk('dialog.js', ['/src/dialog.tsx'], ['mui.js']),
  'badge.js': chunk('badge.js', ['/src/badge.tsx']),
  'style.css': { type: 'asset' },
};

describe('declaredParts', () => {
  it('reads each part’s import and its mui, in the call or in a constant the call names', () => {
    const code = `
      const LATER = { when: 'first-use', mui: 'inside' };
      const A = part(async () => (await import('./dialog')).Dialog, { when: 'first-use', mui: true });
      const B = part(async () => { const { Badge } = await import('./badge'); return Badge; }, LATER);
      const C = part(async () => (await import('./page')).Page, { when: 'with-page', mui: !plain });
      const D = other(async () => (await import('./other')).Other, { mui: false });
    `;
    expect(declaredParts(code)).toEqual([
      { specifier: './dialog', mui: true },
      { specifier: './badge', mui: 'inside' },
    ]);
  });
});

describe('partFlagErrors', () => {
  const found = (module: string, mui: true | false | 'inside') => ({
    declaredIn: '/src/host.tsx',
    specifier: module.replace('/src/', './').replace('.tsx', ''),
    module,
    mui,
  });

  it('accepts parts whose code loads MUI exactly when they say they are drawn with it', () => {
    const parts = [found('/src/dialog.tsx', true), found('/src/dialog.tsx', 'inside')];
    expect(partFlagErrors([...parts, found('/src/badge.tsx', false)], bundle)).toEqual([]);
  });

  it('names a plain part whose code loads MUI, and one drawn with MUI whose code loads none', () => {
    expect(
      partFlagErrors([found('/src/dialog.tsx', false), found('/src/badge.tsx', 'inside')], bundle),
    ).toEqual([
      "the part of ./dialog in /src/host.tsx says mui: false, but its code loads MUI: say true, or 'inside'",
      'the part of ./badge in /src/host.tsx says mui: inside, but loads no MUI',
    ]);
  });

  it('names a part no chunk holds', () => {
    expect(partFlagErrors([found('/src/gone.tsx', true)], bundle)).toEqual([
      'no chunk holds the part of ./gone in /src/host.tsx',
    ]);
  });
});
