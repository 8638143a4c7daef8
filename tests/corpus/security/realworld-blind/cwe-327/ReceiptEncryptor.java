// expect: none (CWE-327 safe)
// note: AES/CBC/PKCS5Padding with a random IV from SecureRandom per receipt, authenticated with HmacSHA256 (encrypt-then-MAC)
package com.pos.receipts;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class ReceiptEncryptor {
    private final SecretKey aesKey;
    private final SecretKey macKey;
    private final SecureRandom random = new SecureRandom();

    public ReceiptEncryptor(SecretKey aesKey, SecretKey macKey) {
        this.aesKey = aesKey;
        this.macKey = macKey;
    }

    public byte[][] encrypt(byte[] receipt) throws GeneralSecurityException {
        byte[] iv = new byte[16];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, aesKey, new IvParameterSpec(iv));
        byte[] ct = cipher.doFinal(receipt);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(macKey);
        mac.update(iv);
        return new byte[][] {iv, ct, mac.doFinal(ct)};
    }
}
