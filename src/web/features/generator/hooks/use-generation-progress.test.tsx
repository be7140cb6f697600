import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nextProgress,
  progressIncrement,
  progressMessage,
  PROGRESS_STOP_MS,
  PROGRESS_TICK_MS,
  useGenerationProgress,
  type ProgressPhase,
} from './use-generation-progress';

function Probe({ phase, runKey = 1, random }: { phase: ProgressPhase; runKey?: number; random: () => number }) {
  const { progress, message, slow } = useGenerationProgress(phase, runKey, random);
  return (
    <p data-testid="probe">
      {progress}|{message}|{slow ? 'slow' : 'fast'}
    </p>
  );
}

const read = () => screen.getByTestId('probe').textContent.split('|');
const value = () => Number(read()[0]);

describe('progress ticker (spec sections 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('grows by a whole 3 to 15 per tick and stays below 90', () => {
    expect(progressIncrement(() => 0)).toBe(3);
    expect(progressIncrement(() => 0.999999)).toBe(15);
    expect(progressIncrement(() => 0.5)).toBe(9);
    expect(nextProgress(80, () => 0.999999)).toBe(89);
    expect(nextProgress(89, () => 0)).toBe(89);
  });

  it('has the four running messages and the finish message', () => {
    expect(progressMessage(0)).toBe('Analyzing your ingredients...');
    expect(progressMessage(24)).toBe('Analyzing your ingredients...');
    expect(progressMessage(25)).toBe('Finding perfect recipes...');
    expect(progressMessage(49)).toBe('Finding perfect recipes...');
    expect(progressMessage(50)).toBe('Calculating nutrition info...');
    expect(progressMessage(74)).toBe('Calculating nutrition info...');
    expect(progressMessage(75)).toBe('Adding final touches...');
    expect(progressMessage(89)).toBe('Adding final touches...');
    expect(progressMessage(100)).toBe('Recipes ready!');
  });

  it('starts at 0 and ticks every 400 ms, with the messages following the value', () => {
    render(<Probe phase="running" random={() => 0.5} />); // +9 per tick
    expect(read()).toEqual(['0', 'Analyzing your ingredients...', 'fast']);
    act(() => void vi.advanceTimersByTime(PROGRESS_TICK_MS - 1));
    expect(value()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(value()).toBe(9);
    act(() => void vi.advanceTimersByTime(2 * PROGRESS_TICK_MS));
    expect(read()[0]).toBe('27');
    expect(read()[1]).toBe('Finding perfect recipes...');
    act(() => void vi.advanceTimersByTime(3 * PROGRESS_TICK_MS));
    expect(read().slice(0, 2)).toEqual(['54', 'Calculating nutrition info...']);
    act(() => void vi.advanceTimersByTime(3 * PROGRESS_TICK_MS));
    expect(read().slice(0, 2)).toEqual(['81', 'Adding final touches...']);
  });

  it('caps below 90 however long it runs', () => {
    render(<Probe phase="running" random={() => 0.999} />); // +15 per tick
    act(() => void vi.advanceTimersByTime(20 * PROGRESS_TICK_MS));
    expect(value()).toBe(89);
    expect(read()[1]).toBe('Adding final touches...');
  });

  it('stops ticking after 25 s', () => {
    render(<Probe phase="running" random={() => 0} />);
    act(() => void vi.advanceTimersByTime(PROGRESS_STOP_MS - 1));
    expect(vi.getTimerCount()).toBe(2); // the 400 ms ticker and the 25 s stop
    act(() => void vi.advanceTimersByTime(1));
    expect(vi.getTimerCount()).toBe(0);
    const atStop = value();
    expect(atStop).toBe(89);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(value()).toBe(atStop);
  });

  it("shows 'This usually takes' only for a generation still running after 2 s", () => {
    const { rerender } = render(<Probe phase="running" random={() => 0} />);
    act(() => void vi.advanceTimersByTime(1999));
    expect(read()[2]).toBe('fast');
    act(() => void vi.advanceTimersByTime(1));
    expect(read()[2]).toBe('slow');
    rerender(<Probe phase="done" random={() => 0} />);
    expect(read()).toEqual(['100', 'Recipes ready!', 'fast']);
  });

  it('finishes at 100 with "Recipes ready!" and starts again from 0 for the next generation', () => {
    const { rerender } = render(<Probe phase="running" runKey={1} random={() => 0.5} />);
    act(() => void vi.advanceTimersByTime(5 * PROGRESS_TICK_MS));
    rerender(<Probe phase="done" runKey={1} random={() => 0.5} />);
    expect(read().slice(0, 2)).toEqual(['100', 'Recipes ready!']);
    rerender(<Probe phase="running" runKey={2} random={() => 0.5} />);
    expect(value()).toBe(0);
  });
});
