// expect: CWE-916 @ 17
// note: member passwords stored as unsalted SHA-256 hex (DigestUtils.sha256Hex(password))
package com.gym.members;

import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.stereotype.Service;

@Service
public class MemberRegistrationService {
    private final MemberRepository members;

    public MemberRegistrationService(MemberRepository members) {
        this.members = members;
    }

    public long register(String email, String password) {
        String hash = DigestUtils.sha256Hex(password);
        return members.insert(email.toLowerCase(), hash);
    }
}

interface MemberRepository {
    long insert(String email, String passwordHash);
}
