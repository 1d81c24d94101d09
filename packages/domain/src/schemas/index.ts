export * from './validators';
export * from './login';
export * from './forgotPassword';
export * from './resetPassword';
export * from './registerWizard';
export * from './designerApplication';
export * from './legacyDesigner';
export * from './join';
