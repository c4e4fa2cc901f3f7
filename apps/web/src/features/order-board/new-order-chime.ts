// Issue 10: a new order chimes. Browsers let a page start sound only after the person has interacted
// with it, so the audio context is made on the first tap or key press; until then the board is silent
// (its highlight and tab title still show the order). The tone is synthesised: no audio file to load.

let audio: AudioContext | null = null;

/** Waits for the first tap or key press to allow sound; returns the function that stops waiting. */
export function allowChimeOnFirstGesture(): () => void {
  const unlock = () => {
    audio ??= new AudioContext();
    void audio.resume();
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  if (typeof AudioContext === 'undefined' || audio) return () => {};
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  return stop;
}

/** Two short rising notes (about half a second); nothing before sound is allowed. */
export function playChime(): void {
  const context = audio;
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick rise and an exponential fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
}
