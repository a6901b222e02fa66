export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { initialsOf } from './initials';
