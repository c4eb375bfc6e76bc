/**
 * Testing Library's waits (findBy…, waitFor) wait for a condition; their default of 1 s was a
 * duration, and at load 20 on 2 cores a component test's waitFor ran out before the condition it
 * waited on came (editor-together, "replaces the photo of a pose retaken in the room"). As
 * expect.poll (vitest.config.ts): 15 s, which only a wait that fails ever takes.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
