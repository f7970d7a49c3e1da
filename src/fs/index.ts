export {
  type FileContent,
  type WriteFileAtomicOptions,
  writeFileAtomic,
  writeFileAtomicSync,
} from './write-file-atomic.js';
