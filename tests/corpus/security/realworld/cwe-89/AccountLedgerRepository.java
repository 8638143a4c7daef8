// expect: none (CWE-89 safe)
// note: native query binds accountNo as positional parameter ?1
package com.meridianbank.accounts.repo;

import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.math.BigDecimal;
import java.util.List;
import org.springframework.stereotype.Repository;

@Repository
public class AccountLedgerRepository {

    private final EntityManager entityManager;

    public AccountLedgerRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> movements(String accountNo, int limit) {
        Query q = entityManager.createNativeQuery(
                "SELECT booked_at, amount, memo FROM ledger_entry WHERE account_no = ?1 ORDER BY booked_at DESC");
        q.setParameter(1, accountNo);
        q.setMaxResults(Math.min(limit, 500));
        return q.getResultList();
    }

    public BigDecimal balance(long accountId) {
        return (BigDecimal) entityManager
                .createNativeQuery("SELECT coalesce(sum(amount), 0) FROM ledger_entry WHERE account_id = ?1")
                .setParameter(1, accountId)
                .getSingleResult();
    }
}
