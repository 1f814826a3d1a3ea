import { describe, expect, it } from 'vitest';
import { CallType, isAudioFileName, isMissedCall } from './calls.js';

describe('isMissedCall (D8: an incoming call that rang and was not connected)', () => {
  it.each([
    [CallType.INCOMING, false, true],
    [CallType.INCOMING, true, false],
    [CallType.OUTGOING, false, false],
    [CallType.OUTGOING, true, false],
  ])('callType %s, connected %s → %s', (callType, callConnected, missed) => {
    expect(isMissedCall({ callType, callConnected })).toBe(missed);
  });

  it('is false for an unknown call type', () => {
    expect(isMissedCall({ callType: 0, callConnected: false })).toBe(false);
  });
});

describe('isAudioFileName', () => {
  it.each([
    'call.wav',
    'CALL.WAV',
    '通话录音.mp3',
    'a.m4a',
    'a.aac',
    'a.ogg',
    'a.oga',
    'a.webm',
    'a.amr',
    'a.opus',
    'record/u12/2026/abc.webm',
    '/files/record/u3/x.wav?exp=1700000000&sig=abc',
    'https://s3.example.com/b/record.tar.mp3',
  ])('accepts %s', (name) => {
    expect(isAudioFileName(name)).toBe(true);
  });

  it.each(['', 'wav', '.wav.txt', 'call.mp4', 'report.pdf', 'call.wav.exe', 'call.wav/', 'call.', '/files/record/u3/x.exe?name=a.wav'])(
    'refuses %s',
    (name) => {
      expect(isAudioFileName(name)).toBe(false);
    },
  );
});
