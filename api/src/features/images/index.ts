// What other features may use of images: the media storage, image routes and the references that keep uploads alive.
export { storeImage } from './image-files';
export { type ImageReference, requireImageReference } from './image-reference';
export { imageRoutes } from './image-routes';
export { untagRemovedColours } from './image-store';
export { type MediaStorage, STORED_FILE } from './storage/media-storage';
export { claimUpload, releaseUploads, reserveUpload, unstoredImageReferences } from './upload-references';
