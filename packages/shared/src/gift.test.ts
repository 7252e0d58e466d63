import { describe, expect, test } from 'vitest';
import { giverName } from './gift.js';
import { CreateOrderSchema } from './order.js';

describe('giverName', () => {
  test.each([
    ['Md. Rahim Uddin', 'Rahim'],
    ['MD RAHIM UDDIN', 'RAHIM'],
    ['Mohammad Karim', 'Karim'],
    ['Mst. Nasrin Akter', 'Nasrin'],
    ['Dr. Ayesha Siddiqua', 'Ayesha'],
    ['মোঃ করিম হোসেন', 'করিম'],
    ['মোছাঃ শাহনাজ পারভীন', 'শাহনাজ'],
    ['Nusrat Jahan', 'Nusrat'],
    ['  Sadia  ', 'Sadia'],
    ['Md.', 'Md.'],
  ])('%s is called %s', (full, given) => {
    expect(giverName(full)).toBe(given);
  });
});

describe('a gift in the order schema', () => {
  const order = {
    items: [{ _id: 'p1', quantity: 1 }],
    shipping: {
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      address: 'House 12, Road 5',
      phone: '01711000000',
      divisionId: 6,
      districtId: 47,
      upazilaId: 9001,
    },
    paymentMethod: 'bkash',
  };
  const gift = { recipientName: ' Ayesha ', recipientPhone: '+৮৮০ ১৮১২-৩৪৫৬৭৮' };

  test('takes the recipient’s number in either script and stores it as 01XXXXXXXXX, the note empty and no SMS by default', () => {
    expect(CreateOrderSchema.parse({ ...order, gift }).gift).toEqual({
      recipientName: 'Ayesha',
      recipientPhone: '01812345678',
      note: '',
      notifyRecipient: false,
    });
  });

  test('refuses cash on delivery and saving the address, naming each field', () => {
    const result = CreateOrderSchema.safeParse({ ...order, gift, paymentMethod: 'cod', saveAddress: true });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['paymentMethod', 'field.gift_paid_online'],
      ['saveAddress', 'field.gift_address_not_saved'],
    ]);
  });
});
