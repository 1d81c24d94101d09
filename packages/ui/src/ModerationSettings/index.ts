export {
  ModerationSettings,
  type ModerationSettingsProps,
  type ModerationSettingsValue,
} from './ModerationSettings';
