/** Small inline icons (no icon font to load, and none to go missing): always beside visible words, so hidden from assistive technology. */
const PATHS: Record<string, string> = {
  up: 'M8 3l5 6H9.5v4h-3V9H3z',
  down: 'M8 13L3 7h3.5V3h3v4H13z',
  remove: 'M4 4l8 8M12 4l-8 8',
  copy: 'M5 5h7v8H5zM3 3h7v1.5',
  add: 'M8 3v10M3 8h10',
};

export function Icon({ name }: { name: string }) {
  const stroked = name === 'remove' || name === 'add' || name === 'copy';
  return (
    <svg className="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill={stroked ? 'none' : 'currentColor'} stroke={stroked ? 'currentColor' : 'none'} strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
