export { WizardCard, type WizardCardProps } from './WizardCard';
