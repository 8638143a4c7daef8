// expect: CWE-501 @ 24
// note: @RequestHeader X-Tenant value stored in the session as the current tenant
package com.saasbase.tenancy;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TenantSwitchController {

    private final MembershipService memberships;

    public TenantSwitchController(MembershipService memberships) {
        this.memberships = memberships;
    }

    @PostMapping("/tenants/switch")
    public ResponseEntity<Void> switchTenant(@RequestHeader("X-Tenant") String tenant, HttpSession session, Principal principal) {
        session.setAttribute("currentTenant", tenant);
        return ResponseEntity.noContent().build();
    }
}

interface MembershipService {
    Set<String> tenantsOf(String username);
}
