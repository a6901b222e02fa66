export { VideoFrame } from './VideoFrame';
export type { VideoFrameProps, VideoHomeLinkProps } from './VideoFrame';
