// Generated from openapi.yaml by `npm run api:types`. Do not edit.
export interface paths {
  '/api/city/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cities MapleShine serves, sorted alphabetically. */
    post: operations['cityGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cleaning services that can be booked. */
    post: operations['serviceGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residence_type/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The kinds of home a customer can book a cleaning for. */
    post: operations['residenceTypeGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/extra_utility/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The add-ons a customer can choose for a cleaning. */
    post: operations['extraUtilityGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/label/get_all_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The labels (headings, button texts) of one page, by the page's slug. */
    post: operations['labelGetAllData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/setting/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Company settings (footer text, contact details) or social links. */
    post: operations['settingCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Envelope: {
      /** @description Equals the HTTP status. */
      code: number;
      /** @description A sentence a person can read. */
      message: string;
    };
    /** @example {} */
    EmptyBody: Record<string, never>;
    /**
     * @example {
     *       "vSlug": "home"
     *     }
     */
    LabelQuery: {
      /** @description The page's first path segment, or `home` for the root. */
      vSlug: string;
    };
    /**
     * @example {
     *       "eConfig": "Company"
     *     }
     */
    SettingQuery: {
      /**
       * @default Company
       * @enum {string}
       */
      eConfig: 'Company' | 'Social';
    };
    City: {
      iCityId: number;
      vCity: string;
      /** @description Two-letter province code (AB, BC, MB, ON, ...). */
      vProvince: string;
      /** @description IANA time zone; "today" for a booking is this zone's today. */
      vTimeZone: string;
    };
    Service: {
      iServiceId: number;
      vServiceName: string;
      /** @description The service page's slug (spec §2 slug rule). */
      vSlug: string;
      tDescription: string;
      vWebpImage: string;
    };
    ResidenceType: {
      iResidenceTypeId: number;
      vResidenceType: string;
    };
    Extra: {
      iExtraId: number;
      vExtras: string;
      vImage: string;
    };
    Label: {
      vLabel: string;
      tText: string;
    };
    Setting: {
      /** @description FOOTER_DESCRIPTION, COPYRIGHTED_TEXT, COMPANY_NUMBER, COMPANY_EMAIL (Company); SOCIAL_FACEBOOK, SOCIAL_TWITTER, SOCIAL_INSTAGRAM (Social). */
      vName: string;
      vValue: string;
    };
  };
  responses: {
    /** @description The request broke the contract; `message` says how. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  cityGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The cities. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['City'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  serviceGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The services. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Service'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  residenceTypeGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The residence types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ResidenceType'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  extraUtilityGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The extras. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Extra'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  labelGetAllData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelQuery'];
      };
    };
    responses: {
      /** @description The page's labels; an empty list when the page has none. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Label'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  settingCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SettingQuery'];
      };
    };
    responses: {
      /** @description The settings of the requested group; social links only when configured. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Setting'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
}
