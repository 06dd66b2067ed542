/** A customer's saved addresses as /api/customerAddress/Add takes them: two in the service area. */
export const EDMONTON_ADDRESS = {
  tAddress: '10150 Jasper Ave NW, Suite 400',
  vCity: 'Edmonton',
  vZipCode: 'T5J 1W4',
  vState: 'Alberta',
  vCountry: 'Canada',
};

export const CALGARY_ADDRESS = {
  tAddress: '220 4 Ave SW',
  vCity: 'Calgary',
  vZipCode: 'T2P 0H5',
  vState: 'Alberta',
  vCountry: 'Canada',
};
