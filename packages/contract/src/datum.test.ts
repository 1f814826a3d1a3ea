import { describe, expect, it } from 'vitest';
import { fileSuffix, isDatumFile, isVideoFile } from './datum.js';

describe('datum file rules', () => {
  it('reads the suffix of names and URLs', () => {
    expect(fileSuffix('a.PNG')).toBe('png');
    expect(fileSuffix('/files/datum/u1/x.mp4?exp=1&sig=a.b')).toBe('mp4');
    expect(fileSuffix('/files/dir.v2/noext')).toBe('');
  });
  it('tells videos from images by suffix', () => {
    for (const v of ['a.mp4', 'a.avi', 'a.wmv', 'a.m4v', 'a.MOV']) expect(isVideoFile(v)).toBe(true);
    for (const i of ['a.png', 'a.jpg', 'a.svg', 'a.gif']) expect(isVideoFile(i)).toBe(false);
  });
  it('accepts only the allowed types', () => {
    for (const ok of ['a.png', 'a.gif', 'a.jpg', 'a.jpeg', 'a.svg', 'a.mp4', 'a.avi', 'a.mov', 'a.wmv', 'a.m4v'])
      expect(isDatumFile(ok)).toBe(true);
    for (const bad of ['a.pdf', 'a.exe', 'a.webp', 'a', 'png']) expect(isDatumFile(bad)).toBe(false);
  });
});
