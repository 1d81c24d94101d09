import { describe, expect, it, vi } from 'vitest';
import { reactToFailure, returnPathAfterSignIn, type FailureEffects } from './failurePolicy';

function effects() {
  return {
    showErrorAlert: vi.fn<FailureEffects['showErrorAlert']>(),
    openErrorDialog: vi.fn<FailureEffects['openErrorDialog']>(),
    dropToken: vi.fn<FailureEffects['dropToken']>(),
    noteSessionEnded: vi.fn<FailureEffects['noteSessionEnded']>(),
    navigate: vi.fn<FailureEffects['navigate']>(),
    currentPath: vi.fn<FailureEffects['currentPath']>(() => '/event/add-event?draft=1'),
  };
}

describe('reactToFailure', () => {
  it('shows an alert and the error dialog with the message on a 400', () => {
    const fx = effects();
    reactToFailure({ status: 400, message: 'email is invalid' }, fx);
    expect(fx.showErrorAlert).toHaveBeenCalledWith('email is invalid');
    expect(fx.openErrorDialog).toHaveBeenCalledWith('email is invalid');
    expect(fx.navigate).not.toHaveBeenCalled();
  });

  it('clears the token and goes to the login page on a 401, keeping why and the page', () => {
    const fx = effects();
    reactToFailure({ status: 401, message: 'This account is suspended.' }, fx);
    expect(fx.dropToken).toHaveBeenCalledOnce();
    expect(fx.noteSessionEnded).toHaveBeenCalledWith('This account is suspended.');
    expect(fx.navigate).toHaveBeenCalledWith('/auth/login?from=%2Fevent%2Fadd-event%3Fdraft%3D1');
    expect(fx.openErrorDialog).not.toHaveBeenCalled();
  });

  it('keeps the from of a login page the route guard already went to', () => {
    const fx = effects();
    fx.currentPath.mockReturnValue('/auth/login?from=%2Forders');
    reactToFailure({ status: 401, message: 'Your session has expired. Please log in again.' }, fx);
    expect(fx.navigate).toHaveBeenCalledWith('/auth/login?from=%2Forders');
  });

  it('returns after sign-in to a page of the console only', () => {
    expect(returnPathAfterSignIn('?from=%2Fevent%2Fadd-event%3Fdraft%3D1')).toBe(
      '/event/add-event?draft=1',
    );
    expect(returnPathAfterSignIn('')).toBe('/dashboard');
    expect(returnPathAfterSignIn('?from=%2F%2Fevil.test')).toBe('/dashboard');
    expect(returnPathAfterSignIn('?from=%2F%5Cevil.test')).toBe('/dashboard');
    expect(returnPathAfterSignIn('?from=https%3A%2F%2Fevil.test')).toBe('/dashboard');
    expect(returnPathAfterSignIn('?from=%2Fauth%2Flogin')).toBe('/dashboard');
  });

  it('goes to the subscription page on a 402, carrying the page it came from', () => {
    const fx = effects();
    reactToFailure({ status: 402, message: 'Subscription inactive' }, fx);
    expect(fx.navigate).toHaveBeenCalledWith('/subscription?from=%2Fevent%2Fadd-event%3Fdraft%3D1');
    expect(fx.dropToken).not.toHaveBeenCalled();
  });

  it('stays on the subscription page (and its from) when a 402 comes from there', () => {
    const fx = effects();
    fx.currentPath.mockReturnValue('/subscription?from=%2Fdashboard');
    reactToFailure({ status: 402, message: 'Subscription inactive' }, fx);
    expect(fx.navigate).toHaveBeenCalledWith('/subscription?from=%2Fdashboard');
  });

  it('opens the error dialog for any other failure, the generic one included', () => {
    const fx = effects();
    reactToFailure(
      { status: undefined, message: 'Technical error occured. Please try again.' },
      fx,
    );
    reactToFailure({ status: 409, message: 'E-mail already registered' }, fx);
    expect(fx.openErrorDialog.mock.calls).toEqual([
      ['Technical error occured. Please try again.'],
      ['E-mail already registered'],
    ]);
    expect(fx.showErrorAlert).not.toHaveBeenCalled();
  });
});
