import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewModeId } from '@/lib/preview-mode-id.mjs';

describe('previewModeId', () => {
  it("reads the build's preview id, and is null without a production build", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'preview-mode-id-'));
    try {
      expect(previewModeId(dir)).toBeNull();
      writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ preview: {} }));
      expect(previewModeId(dir)).toBeNull();
      writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId: 'abc123' } }));
      expect(previewModeId(dir)).toBe('abc123');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
