// expect: none (CWE-89 safe)
// note: Spring Data repository with derived query and @Query using :email named parameter; controller passes the request value as a bound argument
package com.example.accounts;

import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

public interface UserLookupRepository extends JpaRepository<AccountEntity, Long> {

    List<AccountEntity> findByLastNameIgnoreCaseOrderByFirstName(String lastName);

    @Query("select a from AccountEntity a where lower(a.email) = lower(:email) and a.enabled = true")
    Optional<AccountEntity> findActiveByEmail(@Param("email") String email);
}

@RestController
class AccountLookupController {
    private final UserLookupRepository accounts;

    AccountLookupController(UserLookupRepository accounts) {
        this.accounts = accounts;
    }

    @GetMapping("/admin/accounts/by-email")
    ResponseEntity<AccountView> byEmail(@RequestParam String email) {
        return accounts.findActiveByEmail(email)
                .map(a -> ResponseEntity.ok(new AccountView(a.id, a.email)))
                .orElse(ResponseEntity.notFound().build());
    }

    @GetMapping("/admin/accounts/by-last-name")
    List<AccountView> byLastName(@RequestParam String lastName) {
        return accounts.findByLastNameIgnoreCaseOrderByFirstName(lastName).stream()
                .map(a -> new AccountView(a.id, a.email))
                .toList();
    }
}

record AccountView(Long id, String email) {
}

class AccountEntity {
    Long id;
    String email;
    String lastName;
    String firstName;
    boolean enabled;
}
