export { NoticeBox } from './NoticeBox';
export type { NoticeBoxProps, NoticeTone } from './NoticeBox';
