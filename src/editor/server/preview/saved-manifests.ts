// Kept apart from the preview's renderer so that a save, which notes its manifest here, loads none of the build's
// site model: the server starts without it and loads it at the first preview.
import type { SiteManifest } from '../../../generated/manifest-types.gen.js';
import { savedState } from '../publish/saved-state.js';

/** How many site folders are remembered: the saved site and a few drafts' check folders. */
const KEPT = 6;

/**
 * The manifest the editor checked and then saved, by site folder, with the folder's state just after the save: the
 * preview that follows a save resolves it as it is, instead of reading and checking the files again (a third of a
 * preview's time). Any later change to the files changes the state, and the files are read again.
 */
const savedManifests = new Map<string, { state: string; manifest: SiteManifest }>();

export function noteSavedManifest(root: string, manifest: SiteManifest): void {
  savedManifests.delete(root);
  savedManifests.set(root, { state: savedState(root), manifest });
  if (savedManifests.size > KEPT) savedManifests.delete(savedManifests.keys().next().value!);
}

export const savedManifestOf = (root: string) => savedManifests.get(root);
