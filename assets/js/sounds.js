/* The game's sounds, made with WebAudio: short generated tones, no sound files, no request to
   anywhere. Browsers let a page make sound only after the user has interacted with it, and this
   module goes further: the AudioContext is created only on the first pointer or key press
   (unlockOnFirstGesture), and every play() before that is dropped silently, so nothing ever
   sounds on its own when a page opens.

   API: play(name) -> true if the sound was started; setVolume(0..1); setMuted(bool);
   unlockOnFirstGesture(target = document); NAMES, the sound names:
   move, capture, check, promotion, game-end, low-time, byoyomi (one countdown beep). */

// name -> notes: [frequency (Hz), start (s), length (s), waveform, loudness (0-1)]
const SOUNDS = {
  move: [[520, 0, 0.06, "triangle", 0.6]],
  capture: [[330, 0, 0.07, "triangle", 0.8], [220, 0.05, 0.1, "triangle", 0.7]],
  check: [[880, 0, 0.08, "square", 0.3], [1175, 0.09, 0.12, "square", 0.3]],
  promotion: [[523, 0, 0.08, "sine", 0.6], [659, 0.08, 0.08, "sine", 0.6],
              [784, 0.16, 0.14, "sine", 0.6]],
  "game-end": [[784, 0, 0.15, "sine", 0.6], [659, 0.15, 0.15, "sine", 0.6],
               [523, 0.3, 0.35, "sine", 0.6]],
  "low-time": [[660, 0, 0.1, "square", 0.3], [660, 0.18, 0.1, "square", 0.3]],
  byoyomi: [[1000, 0, 0.09, "sine", 0.7]],
};
const GESTURES = ["pointerdown", "pointerup", "keydown"];
const SILENT = 0.0001; // exponential ramps cannot reach 0

export const NAMES = Object.freeze(Object.keys(SOUNDS));

let context = null;
let volume = 0.6;
let muted = false;

/* Start sound `name` now; false (and nothing happens) before the first gesture, while muted, at
   volume 0, or while the browser holds audio suspended. An unknown name is a programming error. */
export function play(name) {
  const notes = SOUNDS[name];
  if (!notes) throw new Error(`no sound named ${JSON.stringify(name)}`);
  if (!context || muted || volume === 0) return false;
  if (context.state !== "running") {
    // e.g. after the device slept: ask for audio back but drop this sound, late is worse than none
    context.resume().catch(() => {});
    return false;
  }
  const now = context.currentTime + 0.01;
  for (const [frequency, start, length, waveform, loudness] of notes) {
    tone(now + start, length, frequency, waveform, loudness * volume);
  }
  return true;
}

function tone(at, length, frequency, waveform, peak) {
  const oscillator = new OscillatorNode(context, { type: waveform, frequency });
  const gain = new GainNode(context, { gain: SILENT });
  gain.gain.setValueAtTime(SILENT, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(SILENT, at + length);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

/* Loudness of every sound, 0 (silent) to 1. */
export function setVolume(value) {
  if (!Number.isFinite(value)) {
    throw new TypeError(`volume must be a number from 0 to 1, not ${value}`);
  }
  volume = Math.min(1, Math.max(0, value));
}

/* Mute (true) or unmute (false) every sound. */
export function setMuted(value) {
  muted = Boolean(value);
}

/* Allow sound from the first pointer or key press on `target` on: the AudioContext is created
   (and resumed) inside that event, as browsers require. Listens until audio actually runs. */
export function unlockOnFirstGesture(target = document) {
  const unlock = () => {
    const AudioContextClass = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!AudioContextClass) return stop();
    context = context || new AudioContextClass();
    context.resume().then(() => { if (context.state === "running") stop(); }, () => {});
  };
  const stop = () => GESTURES.forEach((type) => target.removeEventListener(type, unlock, true));
  GESTURES.forEach((type) => target.addEventListener(type, unlock, true));
}
