export { loadConfig, configSchema, ConfigError, type Config } from './load-config'
export { summarizerSettings } from './summarizer-settings'
