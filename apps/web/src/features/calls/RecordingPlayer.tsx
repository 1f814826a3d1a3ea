/** The recording of a call: a short-lived signed link in an audio player, or a dash. */
export function RecordingPlayer({ url, id }: { url: string; id: number }) {
  if (!url) return <span>-</span>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: call recordings have no captions
    <audio controls preload="none" src={url} style={{ height: 32, width: 240 }} data-testid={`call-recording-${id}`} />
  );
}
