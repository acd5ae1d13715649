import type { TranslationTree } from '../../../i18n/translation-tree';

/** English texts of the accounts screens (i18next namespace `accounts`). Every key must also be in ar.ts. */
export const en = {
  auth: {
    backToLogin: 'Back to sign in',
    login: {
      title: 'Sign in',
      subtitle: 'Welcome back to Eva.',
      forgotPassword: 'Forgot your password?',
      submit: 'Sign in',
      noAccount: 'No account yet?',
      createAccount: 'Create an account',
    },
    register: {
      title: 'Create an account',
      subtitle: 'Join Eva to follow analyst lists, opinions and Eva Chat.',
      passwordHint: 'At least 8 characters',
      acceptTerms: 'I agree to the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      login: 'Sign in',
    },
    confirm: {
      title: 'Confirm your email',
      subtitle: 'Enter the 6-digit code we sent to',
      submit: 'Confirm',
      resend: 'Send the code again',
    },
    forgot: {
      title: 'Forgot your password?',
      subtitle: 'Enter your email and we will send you a link to choose a new password.',
      submit: 'Send the link',
    },
    forgotConfirmation: {
      title: 'Check your email',
      description: 'If an account exists for this address, a link to reset your password is on its way.',
    },
    reset: {
      title: 'Choose a new password',
      invalidLink: 'This reset link is incomplete or no longer valid.',
      requestNewLink: 'Request a new link',
      success: 'Your password has been changed. You can sign in now.',
      submit: 'Change password',
    },
    phone: {
      title: 'Add your mobile number',
      subtitle: 'We need your mobile number before you continue.',
      hint: 'For example 05xxxxxxxx or +9665xxxxxxxx',
    },
  },
  profile: {
    title: 'My profile',
    saved: 'Your changes have been saved.',
    tabs: {
      personal: 'Personal data',
      bank: 'Bank details',
      statement: 'Financial statement',
      password: 'Change password',
    },
    personal: {
      changeAvatar: 'Change photo',
      uploading: 'Uploading',
      uploadProgress: 'Uploading… {{percent}}%',
    },
    password: {
      changed: 'Your password has been changed.',
      submit: 'Change password',
    },
    statement: {
      emptyTitle: 'No statement yet',
      emptyDescription: 'Your subscribers, subscriptions and payments will appear here.',
    },
  },
  fields: {
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    password_confirmation: 'Confirm password',
    code: 'Verification code',
    phone: 'Mobile number',
    about: 'About you',
    notificationLanguage: 'Notification language',
    bank_name: 'Bank name',
    iban: 'IBAN',
    account_holder_name: 'Account holder name',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordConfirmation: 'Confirm new password',
  },
  staff: {
    users: {
      title: 'Users',
      search: 'Search by name, email or phone',
      name: 'Name',
      email: 'Email',
      role: 'Role',
      emailVerified: 'Email confirmed',
      phone: 'Phone',
      createdAt: 'Joined',
      roles: { subscriber: 'Subscriber', analyst: 'Analyst', staff: 'Staff' },
      yes: 'Yes',
      no: 'No',
      total: 'Users found: {{total}}',
      empty: 'No users match.',
    },
  },
} satisfies TranslationTree;
