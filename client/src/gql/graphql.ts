/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A password change by the signed-in user. */
export type ChangePasswordInput = {
  confirmNewPassword: string;
  newPassword: string;
  /** The current password. */
  password: string;
};

/** A new password set with the token from the reset mail. */
export type ResetPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
};

/** Sign in with a username or email address, a password and a captcha. */
export type SignInInput = {
  /** The code read from the captcha image. */
  code: string;
  password: string;
  /** Username or email address. */
  username: string;
  /** The uuid of that captcha. */
  uuid: string | number;
};

/** The sign-up form. */
export type SignUpInput = {
  /** The agreement the user accepted, as text. */
  agreement: string;
  code: string;
  confirmPassword: string;
  email: string;
  password: string;
  username: string;
  uuid: string | number;
};

/** Whether a user's email address has been verified. */
export type UserStatus =
  /** Signed up, email not verified yet (the profile shows Verify email). */
  | 'UNVERIFIED'
  /** Email verified through the activation mail. */
  | 'VERIFIED';

export type HeaderProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderProfileQuery = { me: { id: string, username: string, email: string, status: UserStatus } | null };

export type ResendActivationMailMutationVariables = Exact<{
  userId: string | number;
}>;


export type ResendActivationMailMutation = { resendActivationMail: boolean };

export type ActivateAccountMutationVariables = Exact<{
  token: string;
}>;


export type ActivateAccountMutation = { activateAccount: boolean };

export type AgreementPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AgreementPageQuery = { agreement: string | null };

export type RequestCaptchaMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestCaptchaMutation = { requestCaptcha: { image: string, uuid: string } };

export type CrossLoginQueryVariables = Exact<{ [key: string]: never; }>;


export type CrossLoginQuery = { me: { id: string, username: string, email: string, status: UserStatus } | null };

export type ModifyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ModifyPageQuery = { me: { id: string, username: string, email: string } | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  username: string;
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { token: string, user: { id: string, username: string, email: string, status: UserStatus } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { id: string } };

export type RefreshApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshApiKeyMutation = { refreshApiKey: string };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { me: { id: string, username: string, email: string, key: string | null, status: UserStatus, createdAt: string } | null };

export type RecentVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentVersionsQuery = { versions: Array<{ id: string, name: string, createdAt: string, version: string, winDownloadUrl: string, macDownloadUrl: string, linuxDownloadUrl: string }> };

export type OsLinks_VersionFragment = { version: string, winDownloadUrl: string, macDownloadUrl: string, linuxDownloadUrl: string };

export type SaleEditionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SaleEditionsQuery = { editions: Array<{ id: string, monthAmount: number, yearAmount: number, monthOriginalAmount: number, yearOriginalAmount: number, dollarMonthAmount: number, dollarYearAmount: number, dollarMonthOriginalAmount: number, dollarYearOriginalAmount: number }> };

export type UpdatesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UpdatesPageQuery = { pocPushGroups: Array<{ createdAtWeek: string, pushData: Array<{ name: string, nameEn: string, cveId: string, cvss: number, fofaQuery: string, product: string, assetCount: number, tags: Array<string>, tagsEn: Array<string>, releasedAt: Array<string>, description: string, descriptionEn: string, demoGifUrl: string }> }>, downloads: Array<{ id: string, createdAt: string, version: string, winDownloadUrl: string, macDownloadUrl: string, linuxDownloadUrl: string }> };

export const OsLinks_VersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OsLinks_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"winDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"macDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDownloadUrl"}}]}}]} as unknown as DocumentNode<OsLinks_VersionFragment, unknown>;
export const HeaderProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HeaderProfileQuery, HeaderProfileQueryVariables>;
export const ResendActivationMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendActivationMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendActivationMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<ResendActivationMailMutation, ResendActivationMailMutationVariables>;
export const ActivateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ActivateAccountMutation, ActivateAccountMutationVariables>;
export const AgreementPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgreementPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreement"}}]}}]} as unknown as DocumentNode<AgreementPageQuery, AgreementPageQueryVariables>;
export const RequestCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<RequestCaptchaMutation, RequestCaptchaMutationVariables>;
export const CrossLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CrossLoginQuery, CrossLoginQueryVariables>;
export const ModifyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModifyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ModifyPageQuery, ModifyPageQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const RefreshApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshApiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshApiKey"}}]}}]} as unknown as DocumentNode<RefreshApiKeyMutation, RefreshApiKeyMutationVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const RecentVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OsLinks_version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OsLinks_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"winDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"macDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDownloadUrl"}}]}}]} as unknown as DocumentNode<RecentVersionsQuery, RecentVersionsQueryVariables>;
export const SaleEditionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleEditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"monthAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearAmount"}},{"kind":"Field","name":{"kind":"Name","value":"monthOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarMonthAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarYearAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarMonthOriginalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dollarYearOriginalAmount"}}]}}]}}]} as unknown as DocumentNode<SaleEditionsQuery, SaleEditionsQueryVariables>;
export const UpdatesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdatesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pocPushGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAtWeek"}},{"kind":"Field","name":{"kind":"Name","value":"pushData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"cveId"}},{"kind":"Field","name":{"kind":"Name","value":"cvss"}},{"kind":"Field","name":{"kind":"Name","value":"fofaQuery"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"assetCount"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"tagsEn"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"demoGifUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OsLinks_version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OsLinks_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Version"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"winDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"macDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linuxDownloadUrl"}}]}}]} as unknown as DocumentNode<UpdatesPageQuery, UpdatesPageQueryVariables>;