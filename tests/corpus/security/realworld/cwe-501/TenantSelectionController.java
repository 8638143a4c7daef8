// expect: none (CWE-501 safe)
// note: tenant header checked against the user's memberships (allow-list) before it is stored
package com.saasbase.tenancy;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TenantSelectionController {

    private final MembershipService memberships;

    public TenantSelectionController(MembershipService memberships) {
        this.memberships = memberships;
    }

    @PostMapping("/tenants/switch")
    public ResponseEntity<Void> switchTenant(@RequestHeader("X-Tenant") String tenant, HttpSession session, Principal principal) {
        Set<String> allowed = memberships.tenantsOf(principal.getName());
        if (!allowed.contains(tenant)) {
            return ResponseEntity.status(403).build();
        }
        session.setAttribute("currentTenant", tenant);
        return ResponseEntity.noContent().build();
    }
}

interface MembershipService {
    Set<String> tenantsOf(String username);
}
