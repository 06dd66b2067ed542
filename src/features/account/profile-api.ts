import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { OwnProfile } from '../../session/own-profile.ts';

/** What the edit-profile form holds; names not used by the role stay empty. */
export type ProfileValues = {
  vFirstName: string;
  vLastName: string;
  vFullName: string;
  vMobile: string;
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vRegion: string;
  vCountry: string;
  vCurrentPassword: string;
  vPassword: string;
  vConfirmPassword: string;
};

export function profileValuesOf(own: OwnProfile): ProfileValues {
  const { profile } = own;
  return {
    vFirstName: own.role === 'customer' ? own.profile.vFirstName : '',
    vLastName: own.role === 'customer' ? own.profile.vLastName : '',
    vFullName: own.role === 'contractor' ? own.profile.vFullName : '',
    vMobile: profile.vMobile,
    tAddress: profile.tAddress,
    vCity: profile.vCity,
    vZipCode: profile.vZipCode,
    vRegion: profile.vRegion,
    vCountry: profile.vCountry,
    vCurrentPassword: '',
    vPassword: '',
    vConfirmPassword: '',
  };
}

/** Multipart fields are text; the photo, when chosen, goes as the file `vImage` (spec §7). */
function formDataOf(fields: Record<string, string>, photo: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('vImage', photo, photo.name);
  return form;
}

/**
 * customer/update or contractor/update (multipart). The e-mail goes as it is (read-only); an
 * empty new password is left out, so the current one stays; a new one goes with the current
 * one, which proves it is the owner. Answers the server's envelope.
 */
export function updateProfile(
  client: ApiClient,
  own: OwnProfile,
  values: ProfileValues,
  photo: File | null,
): Promise<{ message: string }> {
  const shared = {
    vUniqueCode: own.profile.vUniqueCode,
    vEmail: own.profile.vEmail,
    vMobile: values.vMobile,
    tAddress: values.tAddress,
    vCity: values.vCity,
    vZipCode: values.vZipCode,
    vRegion: values.vRegion,
    vCountry: values.vCountry,
    ...(values.vPassword
      ? { vPassword: values.vPassword, vCurrentPassword: values.vCurrentPassword }
      : {}),
  };
  if (own.role === 'customer') {
    const body = { ...shared, vFirstName: values.vFirstName, vLastName: values.vLastName };
    return envelopeOf(
      client.POST('/api/customer/update', { body, bodySerializer: () => formDataOf(body, photo) }),
    );
  }
  const body = { ...shared, vFullName: values.vFullName };
  return envelopeOf(
    client.POST('/api/contractor/update', { body, bodySerializer: () => formDataOf(body, photo) }),
  );
}

/** The change-password call of decision 014: the current password proves it is the owner. */
export function changePassword(
  client: ApiClient,
  values: { vCurrentPassword: string; vPassword: string; vConfirmPassword: string },
) {
  return envelopeOf(client.POST('/api/auth/change-password', { body: values }));
}
