export { createStorage } from './create-storage'
export { InvalidStorageKeyError } from './assert-valid-key'
export { StorageNotFoundError, type PutOptions, type Storage } from './storage'
