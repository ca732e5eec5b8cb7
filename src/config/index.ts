export { loadConfig, configSchema, ConfigError, type Config } from './load-config'
